// Fine-tuning versions as the wire carries them (docs/product.md, Entities; REST calls).
import type { FineTuningRemark } from '@grantflow/domain/shared/enums';

export interface DocumentVersion {
  readonly id: number;
  readonly organization_id: number;
  readonly user_id: number;
  readonly version: string;
  readonly authored_month_date?: string | null;
  /** HTML written in the rich text editor. */
  readonly about_you_details?: string | null;
  readonly response_style_details?: string | null;
  readonly remarks: FineTuningRemark;
  readonly authored_by_user_id?: number | null;
}

export interface DatabaseVersion {
  readonly id: number;
  readonly organization_id: number;
  readonly user_id: number;
  readonly version: string;
  readonly authored_month_date?: string | null;
  readonly database_schema_instructions?: string | null;
  readonly query_optimization_rules?: string | null;
  readonly response_formatting_rules?: string | null;
  readonly security_constraints?: string | null;
  readonly remarks: FineTuningRemark;
  readonly authored_by_user_id?: number | null;
}

export interface DatabaseTable {
  readonly name: string;
  readonly create_sql: string;
}

export type TableRow = Readonly<Record<string, unknown>>;
