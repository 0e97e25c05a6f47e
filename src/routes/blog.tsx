import { type Context, Hono } from 'hono';
import { findPost, postPath, posts, slugPattern } from '../content/index';
import { blogIndex } from '../content/pages';
import type { AppEnv } from '../env';
import { type PageKey, pageCache } from '../page-cache';
import { BlogIndexPage } from '../pages/blog-index';
import { BlogPostPage } from '../pages/blog-post';
import { renderPage } from '../render';
import { blogPostingLd, breadcrumbLd } from '../seo/structured-data';

/** Cache key of a post: its path; undefined for an unknown slug. */
const postKey = (c: Context<AppEnv>): PageKey | undefined => {
  const post = findPost(c.req.param('slug') ?? '');
  return post && { path: postPath(post) };
};

/** The blog index at /blog and each post at /blog/{slug}, looked up in the content index (spec section 2, "Blog"). */
export const blogRoutes = new Hono<AppEnv>()
  .get(
    '/blog',
    pageCache(() => ({ path: '/blog' })),
    (c) => renderPage(c, <BlogIndexPage posts={posts} />, { ...blogIndex.seo, path: '/blog' }),
  )
  .get(`/blog/:slug{${slugPattern(posts)}}`, pageCache(postKey), (c) => {
    const post = findPost(c.req.param('slug'));
    if (!post) return c.notFound();
    const path = postPath(post);
    return renderPage(c, <BlogPostPage post={post} />, {
      ...post.seo,
      path,
      ogType: 'article',
      jsonLd: [
        blogPostingLd(c.env.SITE_URL, post, path),
        breadcrumbLd(c.env.SITE_URL, [
          ['Home', '/'],
          ['Blog', '/blog'],
          [post.title, path],
        ]),
      ],
    });
  });
