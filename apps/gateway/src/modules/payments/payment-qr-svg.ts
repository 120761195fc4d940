/**
 * The payment QR code drawn as SVG (the `qrcode` package). Level M and a quiet zone of four
 * modules, as banking apps read best from a screen and from paper; the same picture goes on the
 * page and into the invoice PDF.
 */
export async function paymentQrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
