import { buildId } from 'virtual:cirrus/build';
import type { APIRoute, GetStaticPaths } from 'astro';
import { type PageData, pageDataKey } from '#lib/page-data.ts';
import { getSitePages, type SitePage } from '#lib/server-only/site-pages.ts';

export const getStaticPaths = (async () => {
  const pages = await getSitePages();
  return pages.map((page) => ({ params: { path: pageDataKey(page.path) }, props: { page } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ page: SitePage }> = ({ props }) => {
  const { page } = props;
  const document: PageData = {
    path: page.path,
    ...(page.matchPath ? { matchPath: page.matchPath } : {}),
    template: page.template,
    buildId,
    staticQueryHashes: page.staticQueries.map((query) => query.hash),
    data: page.data,
  };
  return new Response(JSON.stringify(document), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
