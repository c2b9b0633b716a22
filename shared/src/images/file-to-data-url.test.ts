import { fileToDataUrl } from './file-to-data-url';

it('reads a file as a data-URL', async () => {
  const file = new File(['hola'], 'nota.txt', { type: 'text/plain' });
  await expect(fileToDataUrl(file)).resolves.toBe(`data:text/plain;base64,${btoa('hola')}`);
});
