import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  ajustesDiscordFormulario,
  EVENTOS_DISCORD,
  NOMBRES_EVENTOS_DISCORD,
  type AjustesVista,
  type EventoDiscord,
} from '@mchabbo/shared/ajustes/contratos';
import { useCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { mensajeDeError } from '@/lib/api-client';
import { useProbarDiscord, useGuardarAjustes } from '../api';
import { GuardarAjustes, TarjetaAjustes } from './tarjeta-ajustes';

function Formulario({ inicial }: { inicial: AjustesVista }) {
  const form = useForm({
    initialValues: {
      discord_webhook: '',
      discord_eventos: inicial.discord_eventos as EventoDiscord[],
    },
    validate: schemaResolver(ajustesDiscordFormulario, { sync: true }),
  });
  const [exito, setExito] = useState<string | null>(null);
  const guardar = useGuardarAjustes();
  const probar = useProbarDiscord();
  const limpiar = () => {
    setExito(null);
    guardar.reset();
    probar.reset();
  };
  // This card saves its own fields only; until then it says so, and leaving asks.
  const sucio = form.isDirty();
  useCambiosSinGuardar('Discord', sucio);
  const prueba = probar.data;

  const onSubmit = form.onSubmit(({ discord_webhook, discord_eventos }) => {
    limpiar();
    guardar.mutate(
      discord_webhook.trim()
        ? { discord_webhook: discord_webhook.trim(), discord_eventos }
        : { discord_eventos },
      {
        onSuccess: (d) => {
          form.resetDirty({ discord_webhook: '', discord_eventos });
          setExito(
            d.discord_webhook_final
              ? `Discord guardado: webhook terminado en ${d.discord_webhook_final}.`
              : 'Discord guardado: sin webhook, no se envía nada.',
          );
          form.setFieldValue('discord_webhook', '');
        },
      },
    );
  }, limpiar);

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ajustes-discord-titulo">
      <Stack>
        <Text size="sm" data-testid="webhook-guardado">
          {inicial.discord_webhook_final
            ? `Webhook guardado: …${inicial.discord_webhook_final}`
            : 'Sin webhook: no se envía nada a Discord.'}
        </Text>
        <TextInput
          label={inicial.discord_webhook_final ? 'Cambiar el webhook' : 'Webhook de Discord'}
          description="Dirección del webhook del canal (https://discord.com/api/webhooks/…). No se vuelve a mostrar."
          placeholder="https://discord.com/api/webhooks/…"
          type="password"
          autoComplete="off"
          {...form.getInputProps('discord_webhook')}
        />
        <Checkbox.Group
          label="Qué se publica"
          value={form.values.discord_eventos}
          onChange={(v) => form.setFieldValue('discord_eventos', v as EventoDiscord[])}
          error={form.errors.discord_eventos}
        >
          <Stack gap="xs" mt="xs">
            {EVENTOS_DISCORD.map((e) => (
              // The whole card is the target: at least 44 px high on a phone.
              <Checkbox.Card key={e} value={e} radius="sm" p="sm" mih={44}>
                <Group wrap="nowrap" gap="sm">
                  <Checkbox.Indicator />
                  <Text size="sm">{NOMBRES_EVENTOS_DISCORD[e]}</Text>
                </Group>
              </Checkbox.Card>
            ))}
          </Stack>
        </Checkbox.Group>
        <GuardarAjustes
          error={
            (guardar.isError && mensajeDeError(guardar.error, 'Error al guardar los ajustes')) ||
            (probar.isError && mensajeDeError(probar.error, 'No se pudo enviar la prueba.')) ||
            (prueba && !prueba.enviado && prueba.message)
          }
          exito={exito ?? (prueba?.enviado ? prueba.message : null)}
          guardando={guardar.isPending}
          sucio={sucio}
        >
          Guardar Discord
        </GuardarAjustes>
        <Group gap="xs">
          {/* The test goes to the stored webhook: there is none to test until one is saved. */}
          <Button
            variant="light"
            disabled={!inicial.discord_webhook_final || guardar.isPending}
            loading={probar.isPending}
            onClick={() => {
              limpiar();
              probar.mutate();
            }}
          >
            Enviar prueba
          </Button>
          {inicial.discord_webhook_final ? null : (
            <Text size="sm" c="dimmed">
              Guarda un webhook para probarlo.
            </Text>
          )}
          {inicial.discord_webhook_final ? (
            <Button
              variant="default"
              disabled={guardar.isPending}
              onClick={() => {
                limpiar();
                guardar.mutate({ discord_webhook: '' });
              }}
            >
              Quitar webhook
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The owner's Discord announcements: the webhook (shown by its last 4 characters) and the events. */
export function AjustesDiscordCard() {
  return (
    <TarjetaAjustes id="ajustes-discord-titulo" titulo="Discord">
      {(data) => <Formulario key={data.discord_webhook_final ?? ''} inicial={data} />}
    </TarjetaAjustes>
  );
}
