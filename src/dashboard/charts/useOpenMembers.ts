import { useCallback } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ChipTexts } from '../../common/dialogs/filterChips';
import { membersListPath, type ChartModel } from './chartModels';

/** Filters whose value is the category's own name (a district, a level, a blood group). */
const NAMED_BY_CATEGORY = new Set([
  'district_id',
  'village_id',
  'educationSelected',
  'businessTypeSelected',
  'businessSelected',
  'bloodGroupSelected',
]);
const YES_NO = new Set(['no_photo', 'incomplete', 'no_birth_date']);

/**
 * Opens the members list behind one bar (docs/dashboard.md): its filters in the
 * address, and each filter's chip worded as a person reads it ("District:
 * Mehsana", "Gender: Female") rather than by its id.
 */
export function useOpenMembers() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const [, setChips] = useStore<ChipTexts>('members.filterChips', {});
  return useCallback(
    (model: ChartModel, category: number, series: number) => {
      const filters = model.filtersFor(category, series);
      const chips: ChipTexts = {};
      for (const [key, value] of Object.entries(filters)) {
        const shown =
          key === 'genderSelected'
            ? translate(value === 1 ? 'app.member.male' : 'app.member.female')
            : NAMED_BY_CATEGORY.has(key)
              ? model.categories[category]!
              : YES_NO.has(key)
                ? translate('app.common.yes')
                : String(value);
        chips[key] = {
          text: `${translate(`resources.members.fields.${key}`, { _: key })}: ${shown}`,
          value: String(value),
        };
      }
      setChips(chips);
      navigate(membersListPath(filters));
    },
    [navigate, translate, setChips],
  );
}
