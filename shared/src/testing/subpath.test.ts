import { recordRequests } from '@pasteleria/shared/testing';
import { getSlides } from '@pasteleria/shared';

it('the testing subpath records calls made through the package entry (same client)', async () => {
  const recorder = recordRequests();
  recorder.reply({ data: [{ id: 1 }] });
  await expect(getSlides()).resolves.toEqual([{ id: 1 }]);
  expect(recorder.only()).toMatchObject({ method: 'GET', url: '/public/slides' });
  recorder.restore();
});
