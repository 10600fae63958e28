import { useState } from 'react';
import { leerUsuarioSesion } from './sesion';

/** A form's values: text fields (and the other plain values a form holds). */
type Valores = Record<string, string | number | boolean>;

/**
 * The draft of a long form, kept for the browser tab's session (sessionStorage), per
 * person: leaving the page and coming back finds what was typed (docs/desarrollo.md,
 * Web decisions, Drafts). `iniciales` are the form's values to start with (the draft
 * when there is one, of the same fields and kinds); `guardar` goes in the form's
 * `onValuesChange` (values equal to `vacio` forget the draft); `olvidar` after a send
 * that went through.
 */
export function useBorrador<T extends Valores>(clave: string, vacio: T) {
  const [llave] = useState(() => `borrador:${leerUsuarioSesion()?.nameUser ?? ''}:${clave}`);
  const [iniciales] = useState<T>(() => {
    try {
      const guardado: unknown = JSON.parse(sessionStorage.getItem(llave) ?? 'null');
      if (!guardado || typeof guardado !== 'object') return vacio;
      const leido = { ...vacio };
      for (const [k, v] of Object.entries(vacio)) {
        const g = (guardado as Record<string, unknown>)[k];
        if (typeof g === typeof v) (leido as Valores)[k] = g as string | number | boolean;
      }
      return leido;
    } catch {
      return vacio;
    }
  });
  return {
    iniciales,
    guardar(valores: T) {
      try {
        const igual = Object.keys(vacio).every((k) => valores[k] === vacio[k]);
        if (igual) sessionStorage.removeItem(llave);
        else sessionStorage.setItem(llave, JSON.stringify(valores));
      } catch {
        // A full or blocked storage only loses the draft.
      }
    },
    olvidar() {
      try {
        sessionStorage.removeItem(llave);
      } catch {
        // Nothing was kept.
      }
    },
  };
}
