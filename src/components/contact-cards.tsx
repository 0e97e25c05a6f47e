import { Fragment } from 'react';
import { useLocale } from './locale-context';
import { openingHours } from '../lib/dates';
import { Clock, Mail, MapPin, Phone } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { business, mailHref, telHref } from '../content/business';

/** Three cards: phone (tel link), email (mailto link) and service area (the Contact and About pages). */
export function ContactCards() {
  const { t, href } = useLocale();
  const cards = [
    {
      Icon: Phone,
      title: t.contactCards.callUs,
      value: business.phone.display,
      href: telHref,
      note: t.contactCards.callNote,
    },
    // A line break may fall after the "@" and before a dot of the domain rather than inside a word (<wbr>, HTML § 4.5.28);
    // a part still longer than the card (320 px) breaks anywhere (`wrap-anywhere`) rather than widen the page.
    {
      Icon: Mail,
      title: t.contactCards.emailUs,
      value: (
        <>
          {business.email.split('@')[0]}@<wbr />
          {(business.email.split('@')[1] ?? '').split('.').map((part, i) => (
            <Fragment key={part}>
              {i > 0 && (
                <>
                  <wbr />.
                </>
              )}
              {part}
            </Fragment>
          ))}
        </>
      ),
      href: mailHref,
      note: t.contactCards.emailNote,
    },
    {
      Icon: MapPin,
      title: t.contactCards.serviceArea,
      value: t.contactCards.radius,
      href: href('/service-areas'),
      note: t.contactCards.countiesNote,
    },
  ];
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map(({ Icon, title, value, href, note }) => (
        <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <IconSvg icon={Icon} size={22} />
          </span>
          <h3 className="mt-4 text-lg font-bold">{title}</h3>
          <a
            href={href}
            className="mt-1 block font-semibold wrap-anywhere text-amber-800 after:absolute after:inset-0 hover:text-amber-900"
          >
            {value}
          </a>
          <p className="mt-2 text-sm text-slate-600">{note}</p>
        </li>
      ))}
    </ul>
  );
}

/** The opening hours from the business profile as a definition list. */
export function BusinessHours() {
  const { t, tag } = useLocale();
  return (
    <div>
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <IconSvg icon={Clock} size={20} className="text-amber-700" />
        {t.contactCards.hours}
      </h3>
      <dl className="mt-3 space-y-1.5 text-slate-700">
        {openingHours(business.hours, tag, t.contactCards.closed, t.contactCards.through).map((h) => (
          <div key={h.label} className="flex justify-between gap-4">
            <dt>{h.label}</dt>
            <dd className="text-right font-medium text-slate-900">{h.display}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t.contactCards.emergencyNote}</p>
    </div>
  );
}
