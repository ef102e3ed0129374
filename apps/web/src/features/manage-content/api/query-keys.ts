import type { DashboardListParams } from '../list-params';
import type { ManagedKind } from '../kinds';

export const manageContentKeys = {
  all: ['manage-content'] as const,
  list: (kind: ManagedKind, params: DashboardListParams) => ['manage-content', kind, params] as const,
};
