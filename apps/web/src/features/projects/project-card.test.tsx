import type { ProjectListItem } from '@strata/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectCard } from './project-card';

afterEach(cleanup);

const item: ProjectListItem = {
  id: 'p 1',
  name: 'Hartwell Family',
  description: 'Estate plan review',
  status: 'completed',
  createdAt: '2026-11-21T15:05:00.000Z',
  updatedAt: '2026-11-21T15:05:02.000Z',
  version: 1,
  hasDocuments: true,
  error: null,
  strategyCount: 7,
  netWorth: 18_500_000,
};

function ResultsProbe() {
  const location = useLocation();
  return <pre data-testid="results">{JSON.stringify([location.search, location.state])}</pre>;
}

function renderCard(project: ProjectListItem) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ProjectCard project={project} /> },
      { path: '/results', Component: ResultsProbe },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ProjectCard', () => {
  it('shows the list item’s strategy count and net worth', () => {
    renderCard(item);
    expect(screen.getByText('7 strategies')).toBeTruthy();
    expect(screen.getByText('$18,500,000')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('says Not specified for no net worth and 1 strategy in the singular', () => {
    renderCard({ ...item, strategyCount: 1, netWorth: 0 });
    expect(screen.getByText('1 strategy')).toBeTruthy();
    expect(screen.getByText('Not specified')).toBeTruthy();
  });

  it('shows how many versions the re-runs made, on this one card', () => {
    renderCard({ ...item, version: 3 });
    expect(screen.getByText(/^3 versions · re-run /)).toBeTruthy();
  });

  it('says nothing of versions before a re-run', () => {
    renderCard(item);
    expect(screen.queryByText(/versions/)).toBeNull();
  });

  it('asks before deleting, naming what is removed for good', async () => {
    renderCard(item);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Hartwell Family' }));
    expect(await screen.findByText(/every version of the analysis/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete client' })).toBeTruthy();
  });

  it('opens /results?project=ID with what the item knows, for the page to load the rest', async () => {
    renderCard(item);
    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    const [search, state] = JSON.parse(
      (await screen.findByTestId('results')).textContent ?? '',
    ) as [string, unknown];
    expect(search).toBe('?project=p%201');
    expect(state).toEqual({
      projectName: 'Hartwell Family',
      projectDescription: 'Estate plan review',
      timestamp: '2026-11-21T15:05:00.000Z',
      hasDocuments: true,
      isLoading: false,
    });
  });
});
