import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { leagueWith, noteQuestion, shirtQuestion } from '../../../../../testing/fixtures';
import { renderInClub } from '../../../../../testing/render-in-club';
import { QuestionsCard } from './QuestionsCard';

afterEach(cleanup);

describe('QuestionsCard', () => {
  it('says how many registrations lack a required answer, linking to them', () => {
    renderInClub(<QuestionsCard league={leagueWith({ players_count: 12, free_agents_count: 2, missing_answers_count: 3 })} />);
    expect(screen.getByText(/3 registrations are missing required answers\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show them' }).getAttribute('href')).toBe('/club/club2/screen?tab=players&answers=missing');
  });

  it('says every registration answers, and nothing without a required question or a registration', () => {
    renderInClub(<QuestionsCard league={leagueWith({ players_count: 12, missing_answers_count: 0 })} />);
    expect(screen.getByText('Every registration answers the required questions.')).toBeTruthy();
    cleanup();
    renderInClub(<QuestionsCard league={leagueWith({ players_count: 12, questions: [{ ...shirtQuestion, required: false }, noteQuestion] })} />);
    expect(screen.queryByText('Every registration answers the required questions.')).toBeNull();
    cleanup();
    renderInClub(<QuestionsCard league={leagueWith({ players_count: 0, free_agents_count: 0, missing_answers_count: 0 })} />);
    expect(screen.queryByText('Every registration answers the required questions.')).toBeNull();
  });
});
