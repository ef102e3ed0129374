import { useState } from 'react';
import { UserRound } from 'lucide-react';

/** The user's Profile picture, or a neutral default when there is none or it fails to load. */
export function StudentAvatar({ src, name }: { src: string; name: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (src.trim() === '' || hasFailed) {
    return (
      <span
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-text"
        aria-hidden="true"
      >
        <UserRound className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setHasFailed(true)}
      className="size-10 shrink-0 rounded-full object-cover"
      title={name}
    />
  );
}
