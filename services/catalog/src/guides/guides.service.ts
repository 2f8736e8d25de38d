import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { GuideDto } from '@lumina/contracts';
import { In, type Repository } from 'typeorm';
import { GuideEntity } from './guide.entity';
import { GuideNotFoundError } from './guide.errors';

/** Every guide is written in English first; other languages fall back to it. */
export const FALLBACK_GUIDE_LANGUAGE = 'en';

export function toGuideDto(guide: GuideEntity): GuideDto {
  return {
    id: guide.id,
    slug: guide.slug,
    language: guide.language,
    title: guide.title,
    description: guide.description,
    excerpt: guide.excerpt,
    content: guide.content,
    author: guide.author,
    createdAt: guide.createdAt.toISOString(),
    readingTime: guide.readingTime,
    imageUrl: guide.imageUrl,
  };
}

@Injectable()
export class GuidesService {
  constructor(@InjectRepository(GuideEntity) private readonly guides: Repository<GuideEntity>) {}

  /** The guides of a language, newest first; the English ones when the language has none. */
  async list(language: string): Promise<GuideDto[]> {
    const order = { createdAt: 'DESC', slug: 'ASC' } as const;
    let rows = await this.guides.find({ where: { language }, order });
    if (rows.length === 0 && language !== FALLBACK_GUIDE_LANGUAGE) {
      rows = await this.guides.find({ where: { language: FALLBACK_GUIDE_LANGUAGE }, order });
    }
    return rows.map(toGuideDto);
  }

  /** One guide in the language asked for, else in English. */
  async findBySlug(slug: string, language: string): Promise<GuideDto> {
    const rows = await this.guides.findBy({ slug, language: In([language, FALLBACK_GUIDE_LANGUAGE]) });
    const guide = rows.find((row) => row.language === language) ?? rows[0];
    if (!guide) throw new GuideNotFoundError(slug);
    return toGuideDto(guide);
  }
}
