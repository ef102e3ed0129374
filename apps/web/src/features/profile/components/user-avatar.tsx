import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { hueOf, initialsOf } from '../initials';

/** The profile image, or (when there is none or it fails to load) the user's initials drawn in SVG. */
export function UserAvatar({ name, imageUrl, size = 112 }: { name: string; imageUrl: string; size?: number }) {
  const [hasFailed, setHasFailed] = useState(false);
  const t = useT();
  if (imageUrl !== '' && !hasFailed) {
    return (
      <img
        src={imageUrl}
        alt={t('profile.pictureAlt', { name })}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setHasFailed(true)}
        className="rounded-full border border-line object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  const hue = hueOf(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={t('profile.defaultAvatar', { name })}
      className="rounded-full"
    >
      <circle cx="50" cy="50" r="50" fill={`hsl(${hue} 55% 38%)`} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="38"
        fontWeight="700"
        fontFamily="inherit"
        aria-hidden="true"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
