import { fitWithin, MAX_SIDE } from './shrink-image';
import { NOT_AN_IMAGE, prepareImage } from './prepare-image';

it('fits a 12 MP phone photo within 2000 px, keeping its proportions', () => {
  expect(MAX_SIDE).toBe(2000);
  expect(fitWithin(4032, 3024, 2000)).toEqual({ width: 2000, height: 1500 });
  expect(fitWithin(3024, 4032, 2000)).toEqual({ width: 1500, height: 2000 });
  expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
});

it('refuses a file that is not an image, in Spanish', async () => {
  await expect(prepareImage(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }))).rejects.toThrow(NOT_AN_IMAGE);
});
