import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type ServiceHealthReply, type ServiceName } from '@lumina/contracts';

/** Answers `<service>.health`, so the BFF can tell a live service from one that only has a stream. */
export function createHealthHandler(service: ServiceName) {
  @Controller()
  class HealthHandler {
    @MessagePattern(healthPattern(service))
    health(): ServiceHealthReply {
      return { service, status: 'up' };
    }
  }
  return HealthHandler;
}
