import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditResponseSchema, STAFF_PAGE_SIZES } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import type { AuditParams } from '../audit-params';

/** GET /api/audit: newest first; an Instructor gets their own entries only (the server decides). */
export function useAuditLog(params: AuditParams) {
  return useQuery({
    queryKey: ['audit', params],
    queryFn: async ({ signal }) => {
      const result = await apiClient.get('/audit', {
        query: {
          action: params.action === 'all' ? undefined : params.action,
          targetType: params.targetType === 'all' ? undefined : params.targetType,
          from: params.from || undefined,
          to: params.to || undefined,
          actor: params.actor || undefined,
          page: params.page,
          limit: STAFF_PAGE_SIZES.audit,
        },
        schema: auditResponseSchema,
        signal,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
