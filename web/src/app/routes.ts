import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Every screen of spec §2. Routes sharing a module carry their own id. */
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('services', 'routes/services.tsx'),
    route('category/services', 'routes/services.tsx', { id: 'category-services' }),
    route('service/:slug', 'routes/service-detail.tsx'),
    route('landscaping', 'routes/service-detail.tsx', { id: 'landscaping' }),
    route('projects', 'routes/projects.tsx'),
    route('projects/residential', 'routes/projects.tsx', { id: 'projects-residential' }),
    route('projects/commercial', 'routes/projects.tsx', { id: 'projects-commercial' }),
    route('category/projects', 'routes/projects.tsx', { id: 'category-projects' }),
    route('project/:idOrSlug', 'routes/project-detail.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('staff/sign-in', 'routes/staff-sign-in.tsx'),
    route('admin/*', 'routes/admin.tsx'),
    route('upload', 'routes/upload.tsx'),
    route('admin/posts/:id/edit', 'routes/edit-post.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
