import { describe, expect, it } from 'vitest';
import { isReoStatus, reoDecisionProblem } from './reo-support.ts';

describe('regional support decisions (decision 0088)', () => {
  it('approves a waiting request with or without a note', () => {
    expect(reoDecisionProblem('wait', 'approve', '')).toBeNull();
    expect(reoDecisionProblem('wait', 'approve', 'Лимит региона на 2026 год')).toBeNull();
  });

  it('cancels a waiting request only with its reason', () => {
    expect(reoDecisionProblem('wait', 'cancel', '  ')).toEqual({
      prop: 'comment',
      error: 'Укажите причину отказа: её увидят заявитель и менеджер',
    });
    expect(reoDecisionProblem('wait', 'cancel', 'Хозяйство не из нашего региона')).toBeNull();
  });

  it('decides a request once', () => {
    expect(reoDecisionProblem('approve', 'cancel', 'Передумали')?.prop).toBe('id');
    expect(reoDecisionProblem('cancel', 'approve', '')?.prop).toBe('id');
  });

  it('keeps the comment within 1000 characters', () => {
    expect(reoDecisionProblem('wait', 'approve', 'я'.repeat(1001))?.prop).toBe('comment');
  });

  it('knows the three statuses', () => {
    expect(isReoStatus('wait')).toBe(true);
    expect(isReoStatus('draft')).toBe(false);
  });
});
