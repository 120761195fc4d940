import { describe, expect, it } from 'vitest';
import {
  codeMessage,
  codeState,
  formatWait,
  generateCode,
  ONE_TIME_CODE,
  resendWaitSeconds,
} from './one-time-code.ts';
import { passwordProblem, throttleWaitSeconds } from './password-throttle.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + seconds * 1000);

describe('one-time codes', () => {
  it('are six digits, zero-padded', () => {
    expect(generateCode(() => 42)).toBe('000042');
    expect(generateCode((max) => max - 1)).toBe('999999');
  });
  it('live five minutes and allow five attempts', () => {
    const code = {
      createdAt: at(0),
      expiresAt: at(ONE_TIME_CODE.lifetimeSeconds),
      attempts: 0,
      usedAt: null,
    };
    expect(codeState(code, at(299))).toBe('open');
    expect(codeState(code, at(300))).toBe('expired');
    expect(codeState({ ...code, attempts: 5 }, at(10))).toBe('exhausted');
    expect(codeState({ ...code, usedAt: at(5) }, at(10))).toBe('used');
  });
  it('may be resent after 60 seconds', () => {
    expect(resendWaitSeconds(undefined, at(0))).toBe(0);
    expect(resendWaitSeconds(at(0), at(15))).toBe(45);
    expect(resendWaitSeconds(at(0), at(60))).toBe(0);
  });
  it('explain themselves in Russian', () => {
    expect(codeMessage('wrong', 3)).toBe('Неверный код. Осталось попыток: 3');
    expect(codeMessage('wrong', 0)).toMatch(/Превышено число попыток/);
    expect(codeMessage('expired')).toMatch(/Срок действия кода истёк/);
    expect(formatWait(45)).toBe('45 сек.');
    expect(formatWait(125)).toBe('2 мин. 5 сек.');
    expect(formatWait(0.2)).toBe('1 сек.');
  });
});

describe('password throttle', () => {
  it('waits until the oldest counted failure leaves the 15-minute window', () => {
    const failures = [at(0), at(10), at(20), at(30), at(40)];
    expect(throttleWaitSeconds(failures.slice(0, 4), 5, at(50))).toBe(0);
    expect(throttleWaitSeconds(failures, 5, at(50))).toBe(900 - 50);
  });
  it('asks for 8+ characters with letters and digits', () => {
    expect(passwordProblem('short1')).toMatch(/не менее 8/);
    expect(passwordProblem('onlyletters')).toMatch(/буквы и цифры/);
    expect(passwordProblem('Поле-2001x')).toBeUndefined();
  });
});
