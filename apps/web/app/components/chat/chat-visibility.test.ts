import { describe, expect, it } from 'vitest';
import { isChatVisible } from './chat-visibility';

describe('support chat visibility (spec 1 §2)', () => {
  it('shows on public pages', () => {
    expect(isChatVisible('/')).toBe(true);
    expect(isChatVisible('/company/smi/3/')).toBe(true);
  });

  it('shows in the cabinet only on the client, agent and supplier dashboards', () => {
    expect(isChatVisible('/cabinet/v2/client/dashboard')).toBe(true);
    expect(isChatVisible('/cabinet/v2/agent/dashboard/')).toBe(true);
    expect(isChatVisible('/cabinet/v2/supplier/dashboard')).toBe(true);
    expect(isChatVisible('/cabinet/v2/client/apps')).toBe(false);
    expect(isChatVisible('/cabinet/v2/supplier/products/nomenclature')).toBe(false);
    expect(isChatVisible('/cabinet/v2/info/')).toBe(false);
  });

  it("hides on the consultants' console", () => {
    expect(isChatVisible('/backoffice/chat')).toBe(false);
  });

  it('always shows on ppk-reo pages', () => {
    expect(isChatVisible('/cabinet/v2/ppk-reo/dashboard')).toBe(true);
    expect(isChatVisible('/cabinet/v2/ppk-reo/applications/12')).toBe(true);
  });
});
