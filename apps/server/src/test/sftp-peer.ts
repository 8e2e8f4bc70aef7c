import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2 from 'ssh2';
import type { OctopusSftpConfig } from '../config.js';

const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/**
 * A local SFTP server for tests, the Octopus operator's stand-in: ssh2's Server signs in one user by password and
 * serves a folder over the SFTP subsystem (open, read, write, list, stat: what a client that reads and writes whole
 * files asks for). Paths are the folder's, `/` its root.
 */
export async function startSftpPeer(root: string, credentials = { username: 'octopus', password: 'Oct0pus-Test' }) {
  const hostKey = utils.generateKeyPairSync('ed25519');
  const blob = Buffer.from(hostKey.public.split(' ')[1]!, 'base64');
  const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  const local = (remote: string) => {
    const resolved = path.resolve(root, `.${path.posix.normalize(`/${remote}`)}`);
    if (!resolved.startsWith(path.resolve(root))) throw new Error(`outside the root: ${remote}`);
    return resolved;
  };
  const attrsOf = async (file: string) => {
    const info = await stat(file);
    const mode = info.isDirectory() ? 0o40755 : 0o100644;
    const seconds = Math.floor(info.mtimeMs / 1000);
    return { mode, uid: 0, gid: 0, size: info.size, atime: seconds, mtime: seconds };
  };

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === credentials.username && ctx.password === credentials.password)
        ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          // Open files and folders by handle: a file's bytes as written or read, a folder's remaining entries.
          const handles = new Map<number, { file: string; write: boolean; data: Buffer; listed?: boolean }>();
          let next = 0;
          const handleOf = (buffer: Buffer) => handles.get(buffer.readUInt32BE(0));
          const newHandle = (entry: { file: string; write: boolean; data: Buffer }) => {
            const id = next++;
            handles.set(id, entry);
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(id, 0);
            return handle;
          };
          const fail = (reqid: number) => sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          sftp.on('REALPATH', (reqid, remote) => {
            const name = path.posix.normalize(`/${remote}`);
            sftp.name(reqid, [{ filename: name, longname: name, attrs: {} as never }]);
          });
          const statOf = (reqid: number, remote: string) => {
            void attrsOf(local(remote)).then(
              (attrs) => sftp.attrs(reqid, attrs),
              () => fail(reqid),
            );
          };
          sftp.on('STAT', statOf);
          sftp.on('LSTAT', statOf);
          sftp.on('FSTAT', (reqid, handle) => {
            const open = handleOf(handle);
            if (!open) return fail(reqid);
            sftp.attrs(reqid, { mode: 0o100644, uid: 0, gid: 0, size: open.data.length, atime: 0, mtime: 0 });
          });
          sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('OPEN', (reqid, remote, flags) => {
            const file = local(remote);
            const write = (flags & OPEN_MODE.WRITE) !== 0;
            if (write) return sftp.handle(reqid, newHandle({ file, write, data: Buffer.alloc(0) }));
            readFile(file).then(
              (data) => sftp.handle(reqid, newHandle({ file, write, data })),
              () => fail(reqid),
            );
          });
          sftp.on('READ', (reqid, handle, offset, length) => {
            const open = handleOf(handle);
            if (!open) return fail(reqid);
            if (offset >= open.data.length) return sftp.status(reqid, STATUS_CODE.EOF);
            sftp.data(reqid, open.data.subarray(offset, offset + length));
          });
          sftp.on('WRITE', (reqid, handle, offset, data) => {
            const open = handleOf(handle);
            if (!open) return fail(reqid);
            const grown = Buffer.alloc(Math.max(open.data.length, offset + data.length));
            open.data.copy(grown);
            data.copy(grown, offset);
            open.data = grown;
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (reqid, handle) => {
            const open = handleOf(handle);
            if (!open) return fail(reqid);
            handles.delete(handle.readUInt32BE(0));
            if (!open.write) return sftp.status(reqid, STATUS_CODE.OK);
            mkdir(path.dirname(open.file), { recursive: true })
              .then(() => writeFile(open.file, open.data))
              .then(
                () => sftp.status(reqid, STATUS_CODE.OK),
                () => sftp.status(reqid, STATUS_CODE.FAILURE),
              );
          });
          sftp.on('OPENDIR', (reqid, remote) => {
            const folder = local(remote);
            stat(folder).then(
              (info) =>
                info.isDirectory()
                  ? sftp.handle(reqid, newHandle({ file: folder, write: false, data: Buffer.alloc(0) }))
                  : fail(reqid),
              () => fail(reqid),
            );
          });
          sftp.on('READDIR', (reqid, handle) => {
            const open = handleOf(handle);
            if (!open) return fail(reqid);
            if (open.listed) return sftp.status(reqid, STATUS_CODE.EOF);
            open.listed = true;
            readdir(open.file)
              .then((names) =>
                Promise.all(
                  names.map(async (name) => {
                    const attrs = await attrsOf(path.join(open.file, name));
                    // Clients read an entry's type from the first letter of its `ls -l` line.
                    const type = attrs.mode & 0o40000 ? 'd' : '-';
                    return {
                      filename: name,
                      longname: `${type}rw-r--r-- 1 0 0 ${attrs.size} Jan 1 00:00 ${name}`,
                      attrs,
                    };
                  }),
                ),
              )
              .then(
                (entries) => sftp.name(reqid, entries as never),
                () => fail(reqid),
              );
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config: OctopusSftpConfig = {
    host: '127.0.0.1',
    port,
    username: credentials.username,
    password: credentials.password,
    hostKeySha256: fingerprint,
  };
  return {
    /** Settings that reach this peer and trust its host key. */
    config,
    fingerprint,
    root,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
