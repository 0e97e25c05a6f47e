import type { ComponentProps } from 'react';
import { Mail, Phone } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { business, mailHref, telHref } from '../content/business';
import { useLocale } from './locale-context';
import { cn } from '../lib/cn';

/** Looks of a call-to-action link. `primary` is the amber quote button; `light` sits on dark bands. */
const variants = {
  primary: 'bg-amber-500 text-slate-950 hover:bg-amber-400 shadow-sm',
  dark: 'bg-slate-900 text-white hover:bg-slate-800',
  outline: 'border-2 border-slate-900 text-slate-900 hover:bg-slate-900 hover:text-white',
  light: 'border-2 border-white/80 text-white hover:bg-white hover:text-slate-900',
} as const;

const sizes = { md: 'px-5 py-3 text-base', lg: 'px-6 py-3.5 text-lg' } as const;

export type ButtonVariant = keyof typeof variants;

/** A link styled as a button; `variant` and `size` pick from the lookup tables above. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: ComponentProps<'a'> & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return (
    <a
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}

/** The click-to-call button with the business phone from the profile; `label` defaults to "Call (409) ...". */
export function CallButton({ label, ...props }: Omit<ComponentProps<typeof ButtonLink>, 'href'> & { label?: string }) {
  const { t } = useLocale();
  return (
    <ButtonLink href={telHref} {...props}>
      <IconSvg icon={Phone} size={20} />
      {label ?? t.nav.call(business.phone.display)}
    </ButtonLink>
  );
}

/** The "Email for Quote" mailto button, in the closing band of the service pages that offer it. */
export function EmailQuoteButton(props: Omit<ComponentProps<typeof ButtonLink>, 'href'>) {
  const { t } = useLocale();
  return (
    <ButtonLink href={`${mailHref}?subject=${encodeURIComponent(t.buttons.emailSubject)}`} {...props}>
      <IconSvg icon={Mail} size={20} />
      {t.buttons.emailForQuote}
    </ButtonLink>
  );
}
