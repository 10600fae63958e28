import { Avatar, Center, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import { avatarPorNombre } from '@mchabbo/shared/cuenta/avatar';

interface HabboAvatarProps {
  username: string;
  /** The stored avatar; when absent the Habbo imaging URL is built from the name. */
  url: string | null;
  /** Size of the initials fallback. */
  size?: MantineSize;
}

/** A Habbo figure; if the image cannot load, a round avatar with the initials. */
export function HabboAvatar({ username, url, size = 'lg' }: HabboAvatarProps) {
  const src = url ?? avatarPorNombre(username);
  // Remember which URL failed so a new URL gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = `Avatar de ${username}`;

  if (failedSrc === src) {
    // In the figure's own box, so a failed image does not change the card's size and
    // move what is around it (a layout shift).
    return (
      <Center w={64} h={110}>
        <Avatar name={username} color="initials" size={size} role="img" aria-label={alt} />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={64}
      height={110}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      style={{ objectFit: 'contain', imageRendering: 'pixelated' }}
      onError={() => setFailedSrc(src)}
    />
  );
}
