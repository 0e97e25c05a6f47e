import { Hono } from 'hono';
import { postPath, posts } from '../content/index';
import { blogIndex } from '../content/pages';
import type { AppEnv } from '../env';
import { BlogIndexPage } from '../pages/blog-index';
import { BlogPostPage } from '../pages/blog-post';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { blogPostingLd } from '../seo/structured-data';

/** The blog index at /blog and one route per post at /blog/{slug} (spec section 2, "Blog"). */
export const blogRoutes = new Hono<AppEnv>().get('/blog', (c) =>
  renderPage(c, <BlogIndexPage posts={posts} />, { ...blogIndex.seo, path: '/blog', breadcrumbs: breadcrumbTrail({ path: '/blog' }) }),
);

for (const post of posts) {
  const path = postPath(post);
  blogRoutes.get(path, (c) =>
    renderPage(c, <BlogPostPage post={post} />, {
      ...post.seo,
      path,
      ogType: 'article',
      jsonLd: [blogPostingLd(c.env.SITE_URL, post, path)],
      breadcrumbs: breadcrumbTrail({ post }),
    }),
  );
}
