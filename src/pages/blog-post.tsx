import { useLocale } from '../components/locale-context';
import { ArrowLeft, Calendar, Clock } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { ESTIMATE_ANCHOR, emergencyPath } from '../content/ui';
import { ButtonLink } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { Container } from '../components/container';
import { findService, servicePath } from '../content/index';
import type { Post, PostBlock } from '../content/schema';
import { formatIsoDate } from '../lib/dates';

/** Renders one block of an article body; callouts are highlighted calls to action; a services block links the services the article discusses. */
function Block({ block }: { block: PostBlock }) {
  const { href } = useLocale();
  switch (block.type) {
    case 'heading':
      return <h2 className="pt-4 text-2xl font-bold sm:text-3xl">{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-amber-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'callout':
      return (
        <aside aria-label={block.heading} className="rounded-2xl border-l-4 border-amber-500 bg-amber-50 p-6">
          <p className="text-xl font-bold text-slate-900">{block.heading}</p>
          <p className="mt-2 text-slate-800">{block.text}</p>
          <ButtonLink
            href={href(block.cta.href === emergencyPath ? block.cta.href : `${block.cta.href}#${ESTIMATE_ANCHOR}`)}
            className="mt-4"
          >
            {block.cta.label}
          </ButtonLink>
        </aside>
      );
    case 'services':
      return (
        <section aria-label={block.heading} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="text-2xl font-bold">{block.heading}</h2>
          <ul className="mt-4 space-y-3">
            {block.items.map((item) => (
              <li key={item.service}>
                <a
                  href={href(servicePath(findService(item.service) ?? { slug: item.service }))}
                  className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900"
                >
                  {item.label}
                </a>
                <span className="block text-base text-slate-700">{item.text}</span>
              </li>
            ))}
          </ul>
        </section>
      );
  }
}

/**
 * A blog article: Back to Blog, category, date,
 * read time, title and the body with highlighted calls to request a free
 * estimate or inspection, then the closing call to action.
 */
export function BlogPostPage({ post }: { post: Post }) {
  const { t, tag, href } = useLocale();
  return (
    <>
      <article className="py-12 sm:py-16">
        <Container width="3xl">
          <a href={href('/blog')} className="inline-flex items-center gap-1.5 font-semibold text-amber-800 hover:text-amber-900">
            <IconSvg icon={ArrowLeft} size={18} /> {t.blog.back}
          </a>
          <div className="mt-6 flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-900">{post.category}</span>
            <span className="inline-flex items-center gap-1 text-slate-600">
              <IconSvg icon={Calendar} size={15} />
              <time dateTime={post.publishedDate}>{formatIsoDate(post.publishedDate, tag)}</time>
            </span>
            <span className="inline-flex items-center gap-1 text-slate-600">
              <IconSvg icon={Clock} size={15} />
              {t.blog.minRead(post.readTimeMinutes)}
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{post.title}</h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
          <div className="mt-10 space-y-6 text-lg leading-relaxed text-slate-800">
            {post.body.map((block, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the article body is static and never reordered
              <Block key={i} block={block} />
            ))}
          </div>
        </Container>
      </article>
      <CallToAction heading={t.blog.ctaHeading} text={t.blog.ctaText} ctaLabel={t.blog.ctaLabel} />
    </>
  );
}
