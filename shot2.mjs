import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(-700)); });
for (const p of process.argv.slice(2)) { console.log('==', p); await page.goto('http://127.0.0.1:3403' + p, { waitUntil: 'networkidle' }); }
await browser.close();
