import { describe, expect, it } from 'vitest';
import {
  canRequestReoSupport,
  isReoStatus,
  REO_MEASURES,
  reoDecisionProblem,
  reoForwardProblems,
  reoRequestProblems,
} from './reo-support.ts';

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

describe('reoRequestProblems (a farm asks its fund)', () => {
  const valid = {
    applicationStatus: 'approved',
    waiting: false,
    measure: REO_MEASURES[0],
    supportSum: 500_000,
    leaseSum: 8_000_000,
    comment: '',
  };

  it('accepts a measure of the list and a sum within the lease', () => {
    expect(reoRequestProblems(valid)).toEqual([]);
    expect(reoRequestProblems({ ...valid, supportSum: 8_000_000 })).toEqual([]);
    expect(canRequestReoSupport('submitted', false)).toBe(true);
  });

  it('asks for a sent application that was not refused', () => {
    for (const status of ['draft', 'rejected', 'offer_rejected']) {
      expect(reoRequestProblems({ ...valid, applicationStatus: status })[0]?.prop).toBe('id_object');
      expect(canRequestReoSupport(status, false)).toBe(false);
    }
  });

  it('keeps one waiting request an application', () => {
    expect(reoRequestProblems({ ...valid, waiting: true })).toEqual([
      { prop: 'id_object', error: 'Запрос по этой заявке уже ждёт решения фонда' },
    ]);
    expect(canRequestReoSupport('approved', true)).toBe(false);
  });

  it('names each wrong field', () => {
    const problems = reoRequestProblems({
      ...valid,
      measure: 'Грант',
      supportSum: 999.5,
      comment: 'я'.repeat(1001),
    });
    expect(problems.map((problem) => problem.prop)).toEqual(['program', 'support_sum', 'comment']);
  });

  it('refuses support above the machinery total or under 1 000 ₽', () => {
    expect(reoRequestProblems({ ...valid, supportSum: 8_000_001 })[0]?.error).toBe(
      'Сумма поддержки не может превышать стоимость техники по заявке',
    );
    expect(reoRequestProblems({ ...valid, supportSum: 999 })[0]?.prop).toBe('support_sum');
  });
});

describe('the manager forwards a lease application to a fund (decision 0114)', () => {
  const forward = {
    applicationStatus: 'submitted',
    waiting: false,
    measure: REO_MEASURES[0],
    supportSum: 250_000,
    leaseSum: 5_000_000,
    comment: 'Хозяйство из региона фонда, просим рассмотреть субсидию',
  };

  it('forwards a sent application with a measure, a sum within the lease and a note', () => {
    expect(reoForwardProblems(forward)).toEqual([]);
  });

  it('asks the manager to say why the company forwards the farm', () => {
    expect(reoForwardProblems({ ...forward, comment: ' ок ' })).toEqual([
      { prop: 'comment', error: 'Напишите фонду, почему компания передаёт эту заявку' },
    ]);
  });

  it("keeps the farm's rules: a draft or an application with a waiting request is not forwarded", () => {
    expect(reoForwardProblems({ ...forward, applicationStatus: 'draft', comment: '' })).toEqual([
      { prop: 'id_object', error: 'Поддержку можно запросить по отправленной и не отклонённой заявке' },
    ]);
    expect(reoForwardProblems({ ...forward, waiting: true })[0]?.error).toBe(
      'Запрос по этой заявке уже ждёт решения фонда',
    );
  });

  it('names every wrong field at once', () => {
    const props = reoForwardProblems({ ...forward, measure: 'Другое', supportSum: 10, comment: '' }).map(
      (problem) => problem.prop,
    );
    expect(props).toEqual(['program', 'support_sum', 'comment']);
  });
});
