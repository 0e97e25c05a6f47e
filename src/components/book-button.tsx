import type { ComponentProps } from 'react';
import { CalendarCheck } from 'lucide';
import { BOOK_LINK } from '../content/booking';
import { IconSvg } from '../ui/icon-svg';
import { ButtonLink } from './button-link';
import { useLocale } from './locale-context';

/**
 * "Book a visit" ("Agende una visita"): the primary button to /book (or /es/book) of the page's edition (issue 37 §1),
 * a `ButtonLink` (amber primary by default) with a calendar icon. Server-rendered, no JavaScript.
 */
export function BookButton(props: Omit<ComponentProps<typeof ButtonLink>, 'href'>) {
  const { locale, href } = useLocale();
  return (
    <ButtonLink href={href('/book')} data-book-link="" {...props}>
      <IconSvg icon={CalendarCheck} size={20} />
      {BOOK_LINK[locale].button}
    </ButtonLink>
  );
}
