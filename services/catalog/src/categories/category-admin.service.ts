import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  stampTranslations,
  type AdminCategoryDto,
  type CategoryCreate,
  type CategoryFields,
  type CategoryMove,
  type CategoryUpdate,
} from '@lumina/contracts';
import { DataSource, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { SearchIndexer } from '../search/indexing/search-indexer';
import { isSelfOrDescendant, treeOrder } from './category-tree';
import { CategoryEntity } from './category.entity';
import {
  CategoryEditConflictError,
  CategoryMoveError,
  CategoryNotEmptyError,
  CategoryNotFoundError,
  CategorySlugTakenError,
} from './category.errors';
import { listedProduct } from '../products/listed-product';

const UNIQUE_VIOLATION = '23505';
/** Fields a save compares, to tell a second admin what the first one changed. */
const COMPARED: ReadonlyArray<keyof CategoryFields> = ['slug', 'name', 'description', 'imageUrl', 'visible', 'onHome', 'lightSource', 'rule'];

/**
 * The admin's edits of the category tree (issue 29). Every change that can move a product in or out
 * of a category (parent, rule, deletion) re-derives the products' listings in the same transaction
 * (SQL category_listing_ids) and queues the changed products for the search index after the commit;
 * a renamed category re-indexes the products it lists (their documents carry category names).
 */
@Injectable()
export class CategoryAdminService {
  private readonly logger = new Logger(CategoryAdminService.name);

  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    private readonly db: DataSource,
    private readonly indexer: SearchIndexer,
  ) {}

  async list(): Promise<AdminCategoryDto[]> {
    const [rows, counts] = await Promise.all([this.categories.find(), this.productCounts()]);
    return treeOrder(rows).map((row) => this.toDto(row, counts.get(row.id) ?? 0));
  }

  async create(input: CategoryCreate): Promise<AdminCategoryDto> {
    const changed = await this.db.transaction(async (manager) => {
      await this.lockTree(manager);
      if (input.parentId !== null) await this.mustExist(manager, input.parentId);
      await this.slugMustBeFree(manager, input.slug, null);
      const [{ next }] = (await manager.query(
        `SELECT COALESCE(max(sort_order) + 1, 0)::int AS next FROM categories WHERE parent_id IS NOT DISTINCT FROM $1`,
        [input.parentId],
      )) as [{ next: number }];
      const now = new Date().toISOString();
      const row = manager.create(CategoryEntity, {
        ...input,
        sortOrder: next,
        translatedAt: stampTranslations([null, null], [input.name, input.description], {}, now),
      });
      const saved = await this.insertOrClash(manager, row);
      // A new category with a rule lists the products it matches at once.
      const relisted = input.rule === null ? [] : await this.relist(manager);
      return { saved, relisted };
    });
    await this.index(changed.relisted);
    return this.toDto(changed.saved, 0);
  }

  async update(id: string, changes: CategoryUpdate): Promise<AdminCategoryDto> {
    const { version, ...fields } = changes;
    const changed = await this.db.transaction(async (manager) => {
      await this.lockTree(manager);
      const current = await this.mustExist(manager, id);
      if (current.version !== version) {
        const differing = COMPARED.filter((key) => JSON.stringify(current[key] ?? null) !== JSON.stringify(fields[key] ?? null));
        throw new CategoryEditConflictError(differing, this.toDto(current, 0));
      }
      if (fields.slug !== current.slug) await this.slugMustBeFree(manager, fields.slug, id);
      const translatedAt = stampTranslations(
        [current.name, current.description],
        [fields.name, fields.description],
        current.translatedAt,
        new Date().toISOString(),
      );
      const renamed = current.name.en !== fields.name.en;
      const ruleChanged = JSON.stringify(current.rule) !== JSON.stringify(fields.rule);
      Object.assign(current, fields, { translatedAt, version: current.version + 1 });
      const saved = await this.insertOrClash(manager, current);
      const relisted = ruleChanged ? await this.relist(manager) : [];
      const listed = renamed ? await this.productsListedUnder(manager, id) : [];
      return { saved, reindex: [...relisted, ...listed] };
    });
    await this.index(changed.reindex);
    return this.toDto(changed.saved, await this.ownProductCount(id));
  }

  /** Moves a category (with its subtree) under a new parent at a position; siblings close up around it. */
  async move(id: string, move: CategoryMove): Promise<AdminCategoryDto[]> {
    const relisted = await this.db.transaction(async (manager) => {
      await this.lockTree(manager);
      const all = await manager.find(CategoryEntity);
      const category = all.find((row) => row.id === id);
      if (!category) throw new CategoryNotFoundError(id);
      if (move.parentId !== null) {
        if (!all.some((row) => row.id === move.parentId)) throw new CategoryNotFoundError(move.parentId);
        if (isSelfOrDescendant(all, id, move.parentId)) {
          throw new CategoryMoveError(`'${category.slug}' cannot move under itself or one of its subcategories`);
        }
      }
      const parentChanged = category.parentId !== move.parentId;
      const siblings = treeOrder(all.filter((row) => row.parentId === move.parentId && row.id !== id));
      siblings.splice(Math.min(move.position, siblings.length), 0, category);
      category.parentId = move.parentId;
      await Promise.all(
        siblings.map((row, position) =>
          manager.update(CategoryEntity, { id: row.id }, { sortOrder: position, ...(row.id === id ? { parentId: move.parentId, version: row.version + 1 } : {}) }),
        ),
      );
      return parentChanged ? this.relist(manager) : [];
    });
    await this.index(relisted);
    return this.list();
  }

  /**
   * Deletes a category without subcategories. Its own products move to `moveProductsTo` when given;
   * a category that holds products without one is refused (409), so no product loses its category.
   */
  async remove(id: string, moveProductsTo?: string): Promise<void> {
    const relisted = await this.db.transaction(async (manager) => {
      await this.lockTree(manager);
      const category = await this.mustExist(manager, id);
      const children = await manager.count(CategoryEntity, { where: { parentId: id } });
      if (children > 0) {
        throw new CategoryNotEmptyError(`'${category.slug}' has ${children} subcategories: move or delete them first`, { subcategories: children });
      }
      const [{ n: products }] = (await manager.query(`SELECT count(*)::int AS n FROM products WHERE category_id = $1`, [id])) as [{ n: number }];
      if (products > 0) {
        if (moveProductsTo === undefined) {
          throw new CategoryNotEmptyError(`'${category.slug}' holds ${products} products: name a category to move them to`, { products });
        }
        if (moveProductsTo === id) throw new CategoryMoveError('the products cannot move to the category being deleted');
        await this.mustExist(manager, moveProductsTo);
        await manager.query(`UPDATE products SET category_id = $2, updated_at = now() WHERE category_id = $1`, [id, moveProductsTo]);
      }
      // Rules naming the slug keep naming it: a category created with it later matches again.
      await manager.delete(CategoryEntity, { id });
      return this.relist(manager);
    });
    await this.index(relisted);
  }

  /** Re-derives every product's listings from the tree; answers the products whose listings changed. */
  private async relist(manager: EntityManager): Promise<string[]> {
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [rows] = (await manager.query(
      `WITH derived AS (
         SELECT id, category_listing_ids(category_id, features, ip_rating, bulb_type) AS ids FROM products
       )
       UPDATE products p SET listing_ids = d.ids FROM derived d
        WHERE p.id = d.id AND p.listing_ids IS DISTINCT FROM d.ids
       RETURNING p.id`,
    )) as [Array<{ id: string }>, number];
    return rows.map((row) => row.id);
  }

  private async productsListedUnder(manager: EntityManager, id: string): Promise<string[]> {
    const rows = (await manager.query(`SELECT id FROM products WHERE listing_ids && ARRAY[$1::uuid]`, [id])) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  private async index(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    this.logger.log(`category change: ${ids.length} products to re-index`);
    await this.indexer.enqueue(ids);
  }

  /** One tree edit at a time: a move checked for cycles stays valid until it commits. */
  private async lockTree(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog.categories.tree'))`);
  }

  private async mustExist(manager: EntityManager, id: string): Promise<CategoryEntity> {
    const row = await manager.findOneBy(CategoryEntity, { id });
    if (!row) throw new CategoryNotFoundError(id);
    return row;
  }

  private async slugMustBeFree(manager: EntityManager, slug: string, self: string | null): Promise<void> {
    const holder = await manager.findOneBy(CategoryEntity, { slug });
    if (holder && holder.id !== self) throw new CategorySlugTakenError(slug, holder.name.en);
  }

  private async insertOrClash(manager: EntityManager, row: CategoryEntity): Promise<CategoryEntity> {
    try {
      return await manager.save(CategoryEntity, row);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new CategorySlugTakenError(row.slug, 'another category');
      }
      throw error;
    }
  }

  private async productCounts(): Promise<Map<string, number>> {
    const rows = (await this.db.query(
      `SELECT category_id AS id, count(*)::int AS n FROM products WHERE category_id IS NOT NULL AND ${listedProduct('')} GROUP BY category_id`,
    )) as Array<{ id: string; n: number }>;
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  private async ownProductCount(id: string): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM products WHERE category_id = $1 AND ${listedProduct('')}`,
      [id],
    )) as [{ n: number }];
    return row.n;
  }

  private toDto(row: CategoryEntity, productCount: number): AdminCategoryDto {
    return {
      id: row.id,
      parentId: row.parentId,
      position: row.sortOrder,
      slug: row.slug,
      name: row.name,
      description: row.description,
      translatedAt: row.translatedAt,
      imageUrl: row.imageUrl,
      emoji: row.emoji,
      visible: row.visible,
      onHome: row.onHome,
      lightSource: row.lightSource,
      rule: row.rule,
      productCount,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
