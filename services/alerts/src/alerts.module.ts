import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { JobsModule, RpcClientModule, ServiceCoreModule, jobProcessors, redisEndpoint } from '@lumina/platform';
import { AdminCountsHandlers } from './admin/admin-counts.handlers';
import { ALERTS_CONFIG, type AlertsConfig } from './config';
import { CrossingsService } from './crossings/crossings.service';
import { OffersChangedHandlers } from './crossings/offers-changed.handlers';
import { alertsDataSourceOptions } from './data-source';
import { MailLinks } from './mail/links';
import { MailOutbox } from './mail/mail-outbox';
import { MailProcessor } from './mail/mail.processor';
import { MailSender } from './mail/mail-sender';
import { AlertsMaintenanceProcessor } from './maintenance/alerts-maintenance.processor';
import { Digests } from './maintenance/digests';
import { ProductPrices } from './subscriptions/product-prices';
import { SubscriptionsHandlers } from './subscriptions/subscriptions.handlers';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

@Global()
@Module({})
class AlertsConfigModule {
  static forRoot(config: AlertsConfig): DynamicModule {
    return { module: AlertsConfigModule, providers: [{ provide: ALERTS_CONFIG, useValue: config }], exports: [ALERTS_CONFIG] };
  }
}

/** The alerts service process: subscriptions and consent, crossing checks, and every outgoing mail. */
@Module({})
export class AlertsModule {
  static forRoot(config: AlertsConfig): DynamicModule {
    return {
      module: AlertsModule,
      imports: [
        AlertsConfigModule.forRoot(config),
        ServiceCoreModule.forRoot('alerts', {
          ...config,
          database: { options: alertsDataSourceOptions(config.DATABASE_URL), runMigrations: config.MIGRATIONS_RUN },
        }),
        RpcClientModule.forRoot({ ...redisEndpoint(config), prefix: config.KEY_PREFIX, requestTimeoutMs: config.RPC_TIMEOUT_MS }),
        JobsModule.forRoot({ redis: redisEndpoint(config), prefix: config.KEY_PREFIX }),
        JobsModule.registerQueues(redisEndpoint(config), JobQueue.Mail, JobQueue.AlertsMaintenance),
      ],
      controllers: [SubscriptionsHandlers, OffersChangedHandlers, AdminCountsHandlers],
      providers: [
        ProductPrices,
        MailLinks,
        MailOutbox,
        MailSender,
        CrossingsService,
        SubscriptionsService,
        Digests,
        ...jobProcessors(config.LUMINA_ROLE, MailProcessor, AlertsMaintenanceProcessor),
      ],
    };
  }
}
