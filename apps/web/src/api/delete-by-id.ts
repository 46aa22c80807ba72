import { apiRequest, successOf } from './client';

/**
 * A DELETE that names its row in the JSON body (`{ [idKey]: id }`, as the spec sends it): the
 * server's message, or undefined when it refused (the fetch helper said why).
 */
export async function deleteById(path: string, idKey: string, id: number) {
  return successOf(
    await apiRequest<{ message: string }>(path, { method: 'DELETE', body: { [idKey]: id } }),
  );
}
