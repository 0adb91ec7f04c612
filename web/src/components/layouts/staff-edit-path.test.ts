import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import { staffEditPath } from './staff-edit-path';

describe('staffEditPath', () => {
  it('names the admin screen of each public page, with the admin’s own paths', () => {
    expect(staffEditPath('/service/putting-greens')).toBe(adminPaths.service('putting-greens'));
    expect(staffEditPath('/landscaping')).toBe(adminPaths.service('landscaping'));
    expect(staffEditPath('/project/stone-patio-guilford')).toBe(paths.editPost('stone-patio-guilford'));
    expect(staffEditPath('/')).toBe(adminPaths.page('home'));
    expect(staffEditPath('/about/')).toBe(adminPaths.page('about'));
    expect(staffEditPath('/contact')).toBe(adminPaths.company);
    expect(staffEditPath('/services')).toBe(adminPaths.services);
    expect(staffEditPath('/projects/residential')).toBe(paths.admin);
  });

  it('has nothing for staff screens and unknown paths', () => {
    for (const path of ['/admin', '/admin/leads', '/upload', '/staff/sign-in', '/no-such-page', '/service/a/b'])
      expect(staffEditPath(path)).toBeNull();
  });
});
