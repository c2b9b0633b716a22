import { referringSite } from './referring-site';

it('names another site by its host, and neither this site, no referrer nor what is not a host name', () => {
  expect(referringSite('https://www.google.com/search?q=pan', 'pasteleria.mx')).toBe('www.google.com');
  expect(referringSite('android-app://com.google.android.gm/', 'pasteleria.mx')).toBe('com.google.android.gm');
  expect(referringSite('https://pasteleria.mx/blog', 'pasteleria.mx')).toBeUndefined();
  expect(referringSite('', 'pasteleria.mx')).toBeUndefined();
  expect(referringSite('http://[::1]:3000/', 'pasteleria.mx')).toBeUndefined();
});
