import { describe, expect, it } from 'vitest';
import { employeeUse } from './package-view.ts';

const session = (
  patientId: string,
  patientName: string,
  status: 'scheduled' | 'completed' | 'cancelled',
) => ({
  patientId,
  patientName,
  status,
  deletedAt: null,
});

describe('employees who used a company package', () => {
  it('counts the units each employee holds, most first, leaving cancelled sessions out', () => {
    expect(
      employeeUse([
        session('sara', 'Sara Ali', 'scheduled'),
        session('omar', 'Omar Said', 'completed'),
        session('omar', 'Omar Said', 'scheduled'),
        session('lina', 'Lina Haddad', 'cancelled'),
      ]),
    ).toEqual([
      { patientId: 'omar', name: 'Omar Said', units: 2 },
      { patientId: 'sara', name: 'Sara Ali', units: 1 },
    ]);
  });
});
