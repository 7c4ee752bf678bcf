import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  agreementSchema,
  cheerBoardRequestSchema,
  cheerRequestSchema,
  feedbackFieldsSchema,
  feedbackImageRequestSchema,
  inviteAcceptRequestSchema,
  venueRequestSchema,
} from '../contract/index';

function message(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
}

describe('contract of the user calls', () => {
  it('takes a cheer for home or away only', () => {
    expect(v.parse(cheerRequestSchema, { match_id: 2058017, side: 'home' })).toEqual({
      match_id: '2058017',
      side: 'home',
    });
    expect(message(cheerRequestSchema, { match_id: '1', side: 'draw' })).toBe(
      '助威方只能是 home 或 away',
    );
    expect(v.parse(cheerBoardRequestSchema, { match_id: '1', team_id: 4418 })).toEqual({
      match_id: '1',
      team_id: '4418',
    });
  });

  it('takes an invitation code of exactly six digits, spaces around it trimmed', () => {
    expect(v.parse(inviteAcceptRequestSchema, { code: ' 012345 ' })).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', '12a456', 123456]) {
      expect(message(inviteAcceptRequestSchema, { code })).toBe('邀请码应为 6 位数字');
    }
  });

  it('takes feedback text of 1 to 140 characters', () => {
    expect(v.parse(feedbackFieldsSchema, { text: '  比分刷新慢  ' })).toEqual({
      text: '比分刷新慢',
    });
    expect(message(feedbackFieldsSchema, { text: '   ' })).toBe('请填写反馈内容');
    expect(v.safeParse(feedbackFieldsSchema, { text: '字'.repeat(140) }).success).toBe(true);
    expect(message(feedbackFieldsSchema, { text: '字'.repeat(141) })).toBe('反馈内容最多 140 字');
    expect(message(feedbackImageRequestSchema, { ticket_no: 'FK20261122000001', index: 10 })).toBe(
      'index 应为图片序号',
    );
  });

  it('asks a venue by exactly one of venue_id and match_id', () => {
    expect(v.safeParse(venueRequestSchema, { venue_id: 'kazan-arena' }).success).toBe(true);
    expect(v.parse(venueRequestSchema, { match_id: 2058017 })).toEqual({ match_id: '2058017' });
    expect(message(venueRequestSchema, {})).toBe('请提供 venue_id 或 match_id 其中之一');
    expect(message(venueRequestSchema, { venue_id: 'kazan-arena', match_id: '1' })).toBe(
      '请提供 venue_id 或 match_id 其中之一',
    );
  });

  it('still reads an agreement of an older server, without the numbered clauses', () => {
    const older = {
      type: 'tos',
      title: '看球用户服务协议',
      version: '1.0.0',
      updated_at: '2026-11-22',
      sample: true,
      sections: [{ heading: '一、总则', paragraphs: ['正文'] }],
    };
    expect(v.parse(agreementSchema, older)).toEqual(older);
  });
});
