import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input, type InputProps } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';

/** A password field with a show/hide switch, so a person on a phone can check what they typed. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [isShown, setIsShown] = useState(false);
  const t = useT();
  return (
    <div className="relative">
      <Input type={isShown ? 'text' : 'password'} className={className ?? 'pr-11'} {...props} />
      <button
        type="button"
        onClick={() => setIsShown((shown) => !shown)}
        aria-label={isShown ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={isShown}
        className="absolute right-1 bottom-0 inline-flex size-10 items-center justify-center rounded-md text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        {isShown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
