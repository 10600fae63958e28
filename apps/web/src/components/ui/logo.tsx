/** The product mark (same drawing as the app icon); decorative beside the product name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#c92a2a" />
      <path
        d="M96 392V152c0-22 14-36 34-36 17 0 28 9 36 27l90 190 90-190c8-18 19-27 36-27 20 0 34 14 34 36v240h-56V225l-77 160c-7 15-15 21-27 21s-20-6-27-21l-77-160v167z"
        fill="#ffd43b"
      />
    </svg>
  );
}
