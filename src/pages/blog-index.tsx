import { useLocale } from '../components/locale-context';
import { NextSteps } from '../components/next-steps';
import { ArrowRight, Calendar, Clock, FileText } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { Container } from '../components/container';
import { type PostSummary, postPath } from '../content/index';
import { formatIsoDate } from '../lib/dates';

/** The empty state of the blog index, shown while there are no posts. */
export function EmptyBlog() {
  const { t } = useLocale();
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 p-10 text-center">
      <IconSvg icon={FileText} size={40} className="mx-auto text-slate-500" />
      <h2 className="mt-4 text-xl font-bold">{t.blog.emptyHeading}</h2>
      <p className="mt-2 text-slate-600">{t.blog.emptyText}</p>
    </div>
  );
}

/** A post card: category, date, title (2 lines), excerpt (3 lines), read time and Read More. */
function PostCard({ post }: { post: PostSummary }) {
  const { t, tag, href } = useLocale();
  return (
    <li className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:shadow-md">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-900">{post.category}</span>
        <span className="inline-flex items-center gap-1 text-slate-600">
          <IconSvg icon={Calendar} size={15} />
          <time dateTime={post.publishedDate}>{formatIsoDate(post.publishedDate, tag)}</time>
        </span>
      </div>
      <h2 className="mt-4 line-clamp-2 text-xl font-bold">{post.title}</h2>
      <p className="mt-3 line-clamp-3 flex-1 text-slate-700">{post.excerpt}</p>
      <div className="mt-5 flex items-center justify-between text-sm">
        <span className="inline-flex items-center gap-1 text-slate-600">
          <IconSvg icon={Clock} size={15} />
          {t.blog.minRead(post.readTimeMinutes)}
        </span>
        <a
          href={href(postPath(post))}
          className="inline-flex items-center gap-1 font-semibold text-amber-800 after:absolute after:inset-0 hover:text-amber-900"
        >
          {t.blog.readMore}
          <span className="sr-only">: {post.title}</span>
          <IconSvg icon={ArrowRight} size={16} />
        </a>
      </div>
    </li>
  );
}

/** The blog index: heading Concrete Insights Blog and the post cards, or the empty state. */
export function BlogIndexPage({ posts }: { posts: readonly PostSummary[] }) {
  const {
    pages: { blogIndex },
  } = useLocale();
  return (
    <>
      <section className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <div className="mx-auto mb-12 max-w-3xl text-center">
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{blogIndex.heading}</h1>
            <p className="mt-4 text-lg text-slate-600">{blogIndex.text}</p>
          </div>
          {posts.length === 0 ? (
            <EmptyBlog />
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </ul>
          )}
        </Container>
      </section>
      <NextSteps path={'/blog'} />
    </>
  );
}
