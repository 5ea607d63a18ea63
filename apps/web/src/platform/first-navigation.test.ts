import { describe, expect, it } from 'vitest';
import { decideFirstNavigation } from './first-navigation.ts';

const redirectable = new Set(['/business', '/wxLogin', '/boost/photos']);
const decide = (pathname: string, search = '', hash = '') =>
  decideFirstNavigation({ pathname, search, hash, isRedirectable: (p) => redirectable.has(p) });

describe('decideFirstNavigation', () => {
  it('enters a redirectable route as requested, search and hash included', () => {
    expect(decide('/wxLogin', '?redirect=%2Fboost%2Fphotos')).toBe('/wxLogin?redirect=%2Fboost%2Fphotos');
    expect(decide('/boost/photos', '?id=3', '#x')).toBe('/boost/photos?id=3#x');
  });
  it('prefers the route being redirectable over a redirect query', () => {
    expect(decide('/business', '?redirect=%2Fabout-us')).toBe('/business?redirect=%2Fabout-us');
  });
  it('follows a same-origin redirect query from a non-redirectable route', () => {
    expect(decide('/home/draw-map', '?redirect=%2Fabout-us%3Fa%3D1')).toBe('/about-us?a=1');
  });
  it('ignores an off-site redirect query and falls through', () => {
    expect(decide('/about-us', '?redirect=%2F%2Fevil.example')).toBe('/home');
    expect(decide('/about-us', '?redirect=https%3A%2F%2Fevil.example', '#direct')).toBe('/about-us?redirect=https%3A%2F%2Fevil.example');
  });
  it('lets a redirect query win over #direct', () => {
    expect(decide('/about-us', '?redirect=%2Fbusiness', '#direct')).toBe('/business');
  });
  it('enters the requested route without the hash when it carries #direct', () => {
    expect(decide('/about-us', '', '#direct')).toBe('/about-us');
    expect(decide('/article', '?id=4', '#direct')).toBe('/article?id=4');
  });
  it('only treats the exact #direct hash as direct', () => {
    expect(decide('/about-us', '', '#directly')).toBe('/home');
  });
  it('sends everything else home', () => {
    expect(decide('/about-us')).toBe('/home');
    expect(decide('/')).toBe('/home');
    expect(decide('/no/such/page')).toBe('/home');
  });
});
