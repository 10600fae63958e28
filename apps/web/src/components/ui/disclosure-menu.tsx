import { Box, Button, Paper } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface DisclosureLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

/**
 * A button that shows a short list of links (the WAI-ARIA disclosure navigation pattern).
 * Lighter than Mantine's Menu, which brings floating-ui into the landing page.
 */
export function DisclosureMenu({ label, links }: { label: string; links: DisclosureLink[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false));

  return (
    <Box
      ref={rootRef}
      pos="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="subtle"
        color="gray"
        px="xs"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{
              transform: open ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        }
      >
        {label}
      </Button>
      <Paper
        id={panelId}
        // Paper sets `display`, which would override the `hidden` attribute.
        display={open ? undefined : 'none'}
        withBorder
        shadow="md"
        p={4}
        pos="absolute"
        top="calc(100% + 4px)"
        left={0}
        miw={180}
        style={{ zIndex: 200 }}
      >
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.to}>
              <Button
                component={Link}
                to={link.to}
                variant="subtle"
                color="gray"
                fullWidth
                justify="flex-start"
                leftSection={link.icon}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Button>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
