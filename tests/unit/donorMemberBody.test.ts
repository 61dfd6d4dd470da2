import { describe, expect, it } from 'vitest';
import { donorMemberBody } from '../../src/donor/DonorMemberInputs';

describe('the donor member dialog sends only what its mode takes (docs/product.md §5)', () => {
  it("'Desai Family Member' sends member_id, never a name", () => {
    expect(
      donorMemberBody({ type: 1, donor_id: 4, member_id: 11, name: 'left over', position: 'Data' }),
    ).toEqual({ donor_id: 4, member_id: 11, position: 'Data' });
  });

  it("'Unknown' sends name, never a member_id, and drops the joined member", () => {
    expect(
      donorMemberBody({
        type: '0',
        id: 8,
        donor_id: 4,
        member_id: 11,
        name: 'Shri Ambe Trust',
        information: { id: 11 },
      }),
    ).toEqual({ id: 8, donor_id: 4, name: 'Shri Ambe Trust' });
  });
});
