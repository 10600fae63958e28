import { describe, expect, it } from 'vitest';
import { MENSAJES_CUENTA, nombreNuevo, nombreUsuario } from './contratos';
import { clavesDeNombre, mismoNombre } from './esqueleto';
import {
  MENSAJE_CARACTERES_NO_PERMITIDOS,
  normalizarNombre,
  recortarNombre,
  tieneCaracteresInvisibles,
} from './nombres';

/** Unseen characters, each placed inside an otherwise valid name. */
const INVISIBLES: [string, string][] = [
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['word joiner', '\u2060'],
  ['byte order mark', '\uFEFF'],
  ['Hangul choseong filler', '\u115F'],
  ['Hangul jungseong filler', '\u1160'],
  ['Hangul filler', '\u3164'],
  ['halfwidth Hangul filler', '\uFFA0'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['left-to-right embedding', '\u202A'],
  ['right-to-left override', '\u202E'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
  ['soft hyphen', '\u00AD'],
  ['tab', '\t'],
  ['null', '\u0000'],
  ['line separator', '\u2028'],
  ['variation selector', '\uFE0F'],
  ['combining grapheme joiner', '\u034F'],
  ['Mongolian vowel separator', '\u180E'],
  ['tag letter', '\u{E0041}'],
];

describe('tieneCaracteresInvisibles', () => {
  it.each(INVISIBLES)('finds a %s', (_, c) => {
    expect(tieneCaracteresInvisibles(`Ch${c}ef`)).toBe(true);
  });

  it.each(['Chef', 'Ñandú', 'Σοφία', 'Иван', '李小龙', 'a-b=c?d!e@f:g.h,i_j'])(
    'lets %s through',
    (nombre) => expect(tieneCaracteresInvisibles(nombre)).toBe(false),
  );
});

describe('recortarNombre and normalizarNombre', () => {
  it('trims white space but not a byte order mark', () => {
    expect(recortarNombre(' \t Chef \n')).toBe('Chef');
    expect(recortarNombre('\uFEFFChef')).toBe('\uFEFFChef');
  });

  it('uses NFKC', () => {
    expect(normalizarNombre('Ｃｈｅｆ')).toBe('Chef');
    expect(normalizarNombre('e\u0301')).toBe('é');
    expect(normalizarNombre('ﬁ')).toBe('fi');
  });
});

describe('nombreUsuario', () => {
  it.each(INVISIBLES)('refuses a %s with its own message, before any other', (_, c) => {
    // White space at either end is trimmed away; inside, it is refused like the rest.
    const dondeSea = !/\p{White_Space}/u.test(c);
    const nombres = dondeSea ? [`Ch${c}ef`, `${c}Chef`, `Chef${c}`, c.repeat(40)] : [`Ch${c}ef`];
    for (const nombre of nombres) {
      const r = nombreUsuario.safeParse(nombre);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MENSAJE_CARACTERES_NO_PERMITIDOS);
    }
  });

  it('gives the name in NFKC, trimmed', () => {
    expect(nombreUsuario.parse(' Ｃｈｅｆ ')).toBe('Chef');
    expect(nombreUsuario.parse('Jose\u0301')).toBe('José');
  });

  it('keeps what was allowed: letters of any script, digits and the signs', () => {
    for (const nombre of [
      'Ñandú',
      'Σοφία',
      'Иван',
      '李小龙',
      'a-b=c?d!e@f:g.h,i_j',
      'x'.repeat(32),
    ]) {
      expect(nombreUsuario.parse(nombre)).toBe(nombre);
    }
    expect(nombreUsuario.safeParse('Che f').error?.issues[0]?.message).toBe(
      MENSAJES_CUENTA.usuarioCaracteres,
    );
  });
});

describe('nombreNuevo', () => {
  it('takes Latin letters with Spanish accents and ñ, digits and the signs', () => {
    for (const nombre of ['Ñandú', 'Pingüino', 'ÁÉÍÓÚáéíóú', 'a-b=c?d!e@f:g.h,i_j', 'Gerente1']) {
      expect(nombreNuevo.parse(nombre)).toBe(nombre);
    }
  });

  it('refuses any other letter, look-alikes outside TR39 included (Accounts and names 4.14)', () => {
    for (const nombre of ['Dueɲo', 'Geɾente1', 'Σοφία', 'Иван', '李小龙', 'Çelik', 'Øyvind']) {
      const r = nombreNuevo.safeParse(nombre);
      expect(r.success, nombre).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MENSAJE_CARACTERES_NO_PERMITIDOS);
    }
  });

  it('keeps the user-name rules and their messages', () => {
    expect(nombreNuevo.parse(' Ｃｈｅｆ ')).toBe('Chef');
    expect(nombreNuevo.safeParse('Che f').error?.issues[0]?.message).toBe(
      MENSAJES_CUENTA.usuarioCaracteres,
    );
    expect(nombreNuevo.safeParse('Ch\u200Bef').error?.issues[0]?.message).toBe(
      MENSAJE_CARACTERES_NO_PERMITIDOS,
    );
  });
});

describe('clavesDeNombre and mismoNombre', () => {
  it.each([
    ['Chef', 'Cheƒ'],
    ['Chef', 'CHEF'],
    ['Chef', 'chef'],
    ['Chef', 'Сhef'], // Cyrillic Es
    ['Chef', 'Ｃｈｅｆ'],
    ['Chef', 'Chéf'],
    ['PayPal', 'PayPaI'], // capital i for l
    ['BOB', 'B0B'], // zero for O
    ['Bob', 'B0B'],
    ['Bill', 'BiII'],
    ['Bill', 'BILL'],
    ['m', 'rn'],
    ['Ana', 'Аna'], // Cyrillic A
  ])('%s and %s are the same name', (a, b) => {
    expect(mismoNombre(a, b)).toBe(true);
  });

  it.each([
    ['Chef', 'Chefs'],
    ['Ana', 'Ama'],
    ['Luis', 'Luisa'],
    ['Mesero1', 'Mesero2'],
  ])('%s and %s are different names', (a, b) => {
    expect(mismoNombre(a, b)).toBe(false);
  });

  it('keys are lowercase TR39 skeletons without marks', () => {
    expect(clavesDeNombre('Сhef')).toEqual({ esqueleto: 'chef', esqueletoEscrito: 'chef' });
    expect(clavesDeNombre('PayPaI')).toEqual({ esqueleto: 'paypai', esqueletoEscrito: 'paypal' });
    expect(clavesDeNombre('m').esqueleto).toBe('rn');
  });

  it('never gives an empty key, a space or "#" for a valid name', () => {
    // "#" and the id mark the later of two older accounts that share a key.
    for (const nombre of ['a', '0', 'ǅ', '①', 'Ⅻ', '𝐀lan', 'ﬁ', 'ヴ', '_', '.']) {
      const valido = nombreUsuario.parse(nombre);
      for (const clave of Object.values(clavesDeNombre(valido))) {
        expect(clave).toMatch(/^[^\s#]+$/u);
      }
    }
  });
});
