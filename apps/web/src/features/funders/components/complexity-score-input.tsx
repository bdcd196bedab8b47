import { COMPLEXITY_SCORE } from '@grantflow/domain/constants/limits';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type HintKey = `funders.complexity.${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;

function hintFor(value: unknown): HintKey | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isInteger(n) || n < COMPLEXITY_SCORE.hintMin || n > COMPLEXITY_SCORE.hintMax) return null;
  return `funders.complexity.${n}` as HintKey;
}

/**
 * The score may be 0 to 20 (checked by the schema) while the input hints 0 to 10 (docs/product.md, Validation), each with a label
 * describing the application effort; the label of the typed value is shown under the field.
 */
export function ComplexityScoreInput(props: Omit<NumberInputProps, 'label' | 'description'>) {
  const { t } = useTranslation();
  const hint = hintFor(props.value);
  return (
    <NumberInput
      {...props}
      label={t('funders.fields.complexity_score')}
      description={hint ? t(hint) : t('funders.fields.complexity_hint')}
      min={COMPLEXITY_SCORE.hintMin}
      max={COMPLEXITY_SCORE.hintMax}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
    />
  );
}
