import type { FastifyReply } from 'fastify';
import { apiErrorSchema } from '@prepshelf/contract';

/** The error answers a route declares: the API's one error body under each of `codes`. */
export function errorResponses<const Code extends number>(...codes: Code[]): Record<Code, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<Code, typeof apiErrorSchema>;
}

/**
 * Sends `csv` as a download that is never cached, named `name`'s letters and digits (at most 60,
 * `fallback` when none are left) followed by `suffix`.
 */
export function sendCsvDownload(
  reply: FastifyReply,
  csv: string,
  file: { name: string; fallback: string; suffix: string },
): string {
  const base =
    file.name
      .normalize('NFKD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || file.fallback;
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${base}${file.suffix}"`)
    .header('Cache-Control', 'no-store');
  return csv;
}
