import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A feed server on a loopback address, counting every connection it gets (the SSRF tests need zero). */
export class FeedServer {
  connections = 0;
  readonly requests: IncomingMessage[] = [];
  private readonly routes = new Map<string, Route>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly host: string,
  ) {
    server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      this.requests.push(req);
      const route = this.routes.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (route) route(req, res);
      else res.writeHead(404).end('not found');
    });
  }

  static async start(host = '127.0.0.1'): Promise<FeedServer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => resolve());
    });
    return new FeedServer(server, host);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path: string, host = this.host): string {
    const shown = host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${this.port}${path}`;
  }

  serve(path: string, body: string | Buffer, headers: Record<string, string> = {}): void {
    this.routes.set(path, (_req, res) => res.writeHead(200, headers).end(body));
  }

  route(path: string, route: Route): void {
    this.routes.set(path, route);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
