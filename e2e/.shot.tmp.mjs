import { chromium } from '@playwright/test';
const init = `(() => { const cert = {Thumbprint:'AB', SubjectName:'ИНН=3662000015, CN=Петров Иван Сергеевич', ValidToDate:'2027-01-01'};
const certs = {Count:1, Item: async()=>cert, Find: async()=>({Count:1, Item: async()=>cert})};
window.cadesplugin = { then:(r)=>r(), CreateObjectAsync: async (n) => n==='CAdESCOM.Store' ? {Open: async()=>{}, Close: async()=>{}, Certificates: certs} : {} };
const g={fiascode:'0c5b2444-70a0-4932-980c-b4dc0d3f02b5',city:'Москва',region_with_type:'г Москва',region_fias_id:'0c5b2444-70a0-4932-980c-b4dc0d3f02b5'};
localStorage.setItem('geo', JSON.stringify({geo:g, confirmed:true, branchShownFor:g.region_fias_id}));
localStorage.setItem('cookieConsent','2026-01-01T00:00:00.000Z'); })();`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, width] of [['desktop', 1280], ['mobile', 375]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  await page.addInitScript(init);
  await page.route('https://www.cryptopro.ru/**', (r) => r.abort());
  await page.goto('http://127.0.0.1:3411/cabinet/v2/auth?method=certificate&mode=reg_lkk');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/cert-${name}-plugin.png`, clip: { x: 0, y: 60, width, height: 700 } });
}
await browser.close();
