import { describe, expect, it } from 'vitest';
import { averageRating, canReviewAtStage, shortClientName } from './product-reviews.ts';

describe('product reviews', () => {
  it('lets a client review once the machine is handed over', () => {
    expect(canReviewAtStage('handover')).toBe(true);
    expect(canReviewAtStage('closed')).toBe(true);
    expect(canReviewAtStage('shipment')).toBe(false);
    expect(canReviewAtStage('contract')).toBe(false);
    expect(canReviewAtStage('conditions')).toBe(false);
  });

  it('shortens the company without its legal form and quotes', () => {
    expect(shortClientName('ООО «Агрофирма Заречье»')).toBe('Агрофирма З.');
    expect(shortClientName('КФХ Иванов Пётр Сергеевич')).toBe('Иванов П. С.');
    expect(shortClientName('Колос')).toBe('Колос');
    expect(shortClientName('  ')).toBe('Клиент');
  });

  it('averages to one decimal', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(0, 0)).toBeNull();
  });
});
