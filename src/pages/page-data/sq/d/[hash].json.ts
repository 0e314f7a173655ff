import type { APIRoute, GetStaticPaths } from 'astro';
import { getStaticQueries } from '#lib/server-only/site-pages.ts';
import type { StaticQuery } from '#lib/server-only/static-queries.ts';

export const getStaticPaths = (async () => {
  const queries = await getStaticQueries();
  return queries.map((query) => ({ params: { hash: query.hash }, props: { query } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ query: StaticQuery }> = ({ props }) =>
  new Response(props.query.json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
