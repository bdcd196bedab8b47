import { describe, expect, it } from 'vitest';
import { mentionedUserIds, mentionHandles, userDisplayName } from './mentions.ts';

const users = [
  { id: 1, email: 'ana@example.org' },
  { id: 2, email: 'bruno.silva@example.org' },
  { id: 3, email: 'carla@other.org' },
];

describe('mentions', () => {
  it('reads names and e-mails after an @, not inside an e-mail', () => {
    expect(mentionHandles('Hi @Ana, see @bruno.silva. Mail x@y.org or @carla@other.org')).toEqual([
      'ana',
      'bruno.silva',
      'carla@other.org',
    ]);
  });

  it('resolves handles to the organisation users, once each, leaving strangers as text', () => {
    expect(mentionedUserIds('@ana @ANA @nobody @bruno.silva', users)).toEqual([1, 2]);
    expect(mentionedUserIds('no mentions here', users)).toEqual([]);
  });

  it('does not mention the author', () => {
    expect(mentionedUserIds('@ana and @carla', users, 1)).toEqual([3]);
  });

  it('shows a user by the part of the e-mail before the @', () => {
    expect(userDisplayName('bruno.silva@example.org')).toBe('bruno.silva');
  });
});
