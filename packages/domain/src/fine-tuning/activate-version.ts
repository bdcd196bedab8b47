import type { FineTuningRemark } from '../shared/enums.ts';
import type { EntityId } from '../shared/ids.ts';

export interface VersionRemark {
  id: EntityId;
  remarks: FineTuningRemark;
}

/**
 * At most one fine-tuning version is active (docs/product.md, Fine-tuning versions): activating one (or saving it as active) disables all the
 * others. An unknown id changes nothing, so a stale id cannot switch the active version off.
 */
export function activateVersion<T extends VersionRemark>(versions: readonly T[], id: EntityId): T[] {
  if (!versions.some((v) => String(v.id) === String(id))) return [...versions];
  return versions.map((v) => ({ ...v, remarks: String(v.id) === String(id) ? 'active' : 'disabled' }));
}

/** The delete button is disabled for the active version (docs/product.md, Fine-tuning versions). */
export function canDeleteVersion(version: Pick<VersionRemark, 'remarks'>): boolean {
  return version.remarks !== 'active';
}
