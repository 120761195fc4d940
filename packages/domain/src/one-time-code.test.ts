import { describe, expect, it } from 'vitest';
import { codeMessage, codeState, formatWait, generateCode, ONE_TIME_CODE } from './one-time-code.ts';
import { passwordProblem, signInSubject } from './password-throttle.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + seconds * 1000);

describe('one-time codes', () => {
  it('are six digits, zero-padded', () => {
    expect(generateCode(() => 42)).toBe('000042');
    expect(generateCode((max) => max - 1)).toBe('999999');
  });
  it('live five minutes and allow five guesses', () => {
    const code = { createdAt: at(0), expiresAt: at(ONE_TIME_CODE.lifetimeSeconds), usedAt: null };
    expect(codeState(code, 1, at(299))).toBe('open');
    expect(codeState(code, 1, at(300))).toBe('expired');
    expect(codeState(code, 5, at(10))).toBe('open');
    expect(codeState(code, 6, at(10))).toBe('exhausted');
    expect(codeState({ ...code, usedAt: at(5) }, 1, at(10))).toBe('used');
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
  it('counts every spelling of an unknown phone or e-mail as one subject, a known account by its id', () => {
    const spellings = [
      '+79161234567',
      '89161234567',
      '8 (916) 123-45-67',
      '+7 916 123 45 67',
      '7-916-123-4567',
    ];
    expect(new Set(spellings.map((typed) => signInSubject(undefined, typed)))).toEqual(
      new Set(['phone:+79161234567']),
    );
    expect(signInSubject(undefined, ' Someone@Example.RU ')).toBe('email:someone@example.ru');
    expect(signInSubject(undefined, 'Client')).toBe('login:client');
    expect(signInSubject(7, '89161234567')).toBe('account:7');
  });
  it('asks for 8+ characters with letters and digits', () => {
    expect(passwordProblem('short1')).toMatch(/не менее 8/);
    expect(passwordProblem('onlyletters')).toMatch(/буквы и цифры/);
    expect(passwordProblem('Поле-2001x')).toBeUndefined();
  });
});
